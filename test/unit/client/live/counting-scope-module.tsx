/**
 * A compiled live block's browser module for the editing session's tests, imported by its URL the way the page imports
 * one (loadLiveModule). Its scope counts the evaluations of edited code (each reads `React`, for JSX) and lets a test
 * reach a callback of the evaluated code.
 */
import * as React from 'react'

export const calls: { evaluations: number; exposed: (() => void) | undefined } = { evaluations: 0, exposed: undefined }

export const scope = Object.freeze({
  get React() {
    calls.evaluations++
    return React
  },
  useState: React.useState,
  /** lets a test reach a callback of the evaluated code */
  expose: (callback: () => void) => {
    calls.exposed = callback
    return null
  },
})

export const run = () => null
