// IndexedDB for the database layer's integration tests (docs/stack.md: fake-indexeddb under environment 'node').
import 'fake-indexeddb/auto'
