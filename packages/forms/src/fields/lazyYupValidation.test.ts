import * as yup from 'yup';
import { lazyYupValidation } from './lazyYupValidation.ts';

const schema = yup.object({
  email: yup.string().required('Required').email('Bad e-mail'),
  name: yup.string().required('Name required'),
});

describe('lazyYupValidation', () => {
  it('loads the schema once, on the first validation, and returns every error in Formik shape', async () => {
    const load = vi.fn(async () => schema);
    const validation = lazyYupValidation<{ email: string; name: string }>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(validation.validate({ email: 'nope', name: '' })).resolves.toEqual({
      email: 'Bad e-mail',
      name: 'Name required',
    });
    await expect(validation.validate({ email: 'a@b.in', name: 'Asha' })).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries loading after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const validation = lazyYupValidation<{ email: string; name: string }>(load);
    await expect(validation.validate({ email: '', name: '' })).rejects.toThrow('offline');
    await expect(validation.validate({ email: '', name: 'x' })).resolves.toEqual({ email: 'Required' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rethrows errors that are not validation errors', async () => {
    const broken = yup.string().test('boom', 'never', () => {
      throw new TypeError('bug');
    });
    const validation = lazyYupValidation<Record<string, unknown>>(async () => yup.object({ a: broken }));
    await expect(validation.validate({ a: 'x' })).rejects.toThrow('bug');
  });
});
