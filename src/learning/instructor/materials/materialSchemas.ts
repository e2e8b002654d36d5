import * as yup from 'yup';
import { isHttpUrl, MATERIAL_DESCRIPTION_MAX, MATERIAL_NAME_MAX, URL_MAX } from '../../../api/learning';
import { withArgs } from '../../../resources/shared/validation';

/**
 * The yup schemas of the material dialogs, with the server's limits (src/api/learning.ts) and
 * the same link rule (isHttpUrl). Messages are translation keys.
 */
const tooLong = ({ max }: { max: number }) => withArgs('validation.tooLong', { max });

const trimmed = () =>
  yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : ''));

const requiredText = (message: string, max: number) => trimmed().required(message).max(max, tooLong);
const description = () => trimmed().max(MATERIAL_DESCRIPTION_MAX, tooLong);
const httpUrl = (required: string) =>
  trimmed()
    .required(required)
    .max(URL_MAX, tooLong)
    .test('http', 'learning.validation.urlInvalid', (value) => !value || isHttpUrl(value));

export const videoSchema = yup.object({
  videoName: requiredText('learning.validation.videoNameRequired', MATERIAL_NAME_MAX),
  description: description(),
  link: httpUrl('learning.validation.videoLinkRequired'),
});
export type VideoFormValues = yup.InferType<typeof videoSchema>;

export const linkSchema = yup.object({
  text: requiredText('learning.validation.linkTextRequired', MATERIAL_NAME_MAX),
  link: httpUrl('learning.validation.urlRequired'),
});
export type LinkFormValues = yup.InferType<typeof linkSchema>;

export const presentationSchema = yup.object({
  name: requiredText('learning.validation.presentationNameRequired', MATERIAL_NAME_MAX),
  description: description(),
});
export type PresentationFormValues = yup.InferType<typeof presentationSchema>;
