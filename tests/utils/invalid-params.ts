import { expect, it } from 'vitest'

type JsonGet = (path: string) => Promise<{ res: Response; body: { code?: string; data?: { params?: object } } }>

/** One test per path: each is refused as WordPress refuses one bad parameter, a 400 rest_invalid_param naming only it. */
export function itRefusesTheParameter(paths: string[], json: JsonGet) {
  it.each(paths)('%s is a 400 rest_invalid_param naming the parameter', async (path) => {
    const { res, body } = await json(path)
    expect(res.status).toBe(400)
    expect(body.code).toBe('rest_invalid_param')
    expect(Object.keys(body.data?.params ?? {})).toHaveLength(1)
  })
}
