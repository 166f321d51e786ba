import { cx, Sensitive, toneOf } from '../../ui'

/** A money amount in a table or a card: coloured by sign, blurred under the profile's flag. */
export function Money({ text, amount, blur, plain = false }: { text: string; amount: number; blur: boolean; plain?: boolean }) {
  return (
    <Sensitive hidden={blur} className={cx(plain ? undefined : toneOf(amount))}>
      {text}
    </Sensitive>
  )
}
