import { describe, expect, it } from 'vitest'
import { ROUTE_DATA_CHANGED_EVENT } from '../../../src/client/client-events.js'
import { ROUTE_DATA_CHANGED_EVENT as SERVED_EVENT } from '../../../src/serve/live-reload.js'

describe('client events', () => {
  it('listen to the very event the live-reload client dispatches', () => {
    expect(ROUTE_DATA_CHANGED_EVENT).toBe(SERVED_EVENT)
  })
})
