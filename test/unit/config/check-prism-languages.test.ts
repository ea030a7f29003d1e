import { describe, expect, it } from 'vitest'
import { checkPrismLanguages } from '../../../src/config/check-prism-languages.js'
import { BuildErrorList } from '../../../src/errors.js'

const locate = () => ({ file: 'site.config.ts', line: 7 })

describe('checkPrismLanguages', () => {
  it('accepts Prism ids and aliases', () => {
    expect(() => checkPrismLanguages(['python', 'yml', 'toml'], locate)).not.toThrow()
  })

  it('names an unknown language at its index and line, with the closest name', () => {
    expect(() => checkPrismLanguages(['python', 'pyhton'], locate)).toThrow(
      expect.objectContaining({
        code: 'config-invalid-value',
        file: 'site.config.ts',
        line: 7,
        message:
          'themeConfig.prism.additionalLanguages[1]: "pyhton" is not a language Prism highlights (did you mean "python"?)',
      }),
    )
  })

  it('reports every unknown language at once', () => {
    try {
      checkPrismLanguages(['nope-one', 'nope-two'], locate)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(BuildErrorList)
      expect((error as BuildErrorList).errors).toHaveLength(2)
    }
  })
})
