import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { Language } from '../../api/constants';
import { isThemeColor, type SchoolSettings } from '../../api/schools';
import { setBranding } from '../../shell/branding';
import { notices } from '../../shell/notices';
import type { ImageInfo } from './imageInfo';
import { schoolKeys } from './schoolKeys';

export interface StoredImage {
  id: number;
  link: string;
  info?: ImageInfo;
}

export interface SettingsValues {
  name: string;
  description: string;
  timezone: string;
  language: Language;
  ratingNamesVisible: boolean;
  themeColor: string;
  logo: StoredImage | null;
  favicon: StoredImage | null;
}

const DEFAULT_COLOR = '#3b5bdb';

function valuesOf(settings: SchoolSettings): SettingsValues {
  return {
    name: settings.name,
    description: settings.description,
    timezone: settings.timezone,
    language: settings.language,
    ratingNamesVisible: settings.ratingNamesVisible,
    themeColor: settings.themeColor ?? DEFAULT_COLOR,
    logo: settings.logoId && settings.logoLink ? { id: settings.logoId, link: settings.logoLink } : null,
    favicon: settings.faviconId && settings.faviconLink ? { id: settings.faviconId, link: settings.faviconLink } : null,
  };
}

/**
 * Uploads this page made that no save has used yet: deleted when replaced, removed or left
 * unsaved, so trying images out leaves nothing behind. A saved one belongs to the school, and
 * the server deletes it when a later save replaces it.
 */
function usePendingUploads(forget: (link: string) => unknown) {
  const pending = useRef(new Set<string>());
  const forgetRef = useRef(forget);
  forgetRef.current = forget;
  useEffect(() => {
    const uploads = pending.current;
    return () => {
      uploads.forEach((link) => forgetRef.current(link));
      uploads.clear();
    };
  }, []);
  return {
    add: (link: string) => pending.current.add(link),
    discard: (image: StoredImage | null) => {
      if (image && pending.current.delete(image.link)) forgetRef.current(image.link);
    },
    saved: (...links: Array<string | undefined>) => links.forEach((link) => link && pending.current.delete(link)),
  };
}

/**
 * The settings form: its values, the brand images' uploads (see usePendingUploads), and the
 * save, which brands the app at once and puts a refused field's message under that field.
 */
export function useSchoolSettingsForm(settings: SchoolSettings) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  // A brand image uploaded but not saved is deleted again; failing that leaves it to the purge.
  const forget = useCallback((link: string) => dataProvider.deleteFile(link).catch(() => undefined), [dataProvider]);
  const uploads = usePendingUploads(forget);
  const [saving, setSaving] = useState(false);
  const form = useForm<SettingsValues>({ defaultValues: valuesOf(settings) });
  const { handleSubmit, reset, setError } = form;

  const save = handleSubmit(async (values) => {
    if (!values.name.trim()) {
      setError('name', { message: translate('signUp.errors.nameRequired') });
      return;
    }
    if (!isThemeColor(values.themeColor)) {
      setError('themeColor', { message: translate('schools.theme.invalid') });
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.saveSchoolSettings({
        name: values.name,
        description: values.description,
        timezone: values.timezone,
        language: values.language,
        ratingNamesVisible: values.ratingNamesVisible,
        themeColor: values.themeColor,
        logoId: values.logo?.id ?? 0,
        faviconId: values.favicon?.id ?? 0,
      });
      uploads.saved(values.logo?.link, values.favicon?.link);
      const { message, ...saved } = answer;
      queryClient.setQueryData(schoolKeys.settings, saved);
      reset({
        ...valuesOf(saved),
        logo: values.logo && { ...values.logo, link: saved.logoLink ?? values.logo.link },
        favicon: values.favicon && { ...values.favicon, link: saved.faviconLink ?? values.favicon.link },
      });
      // The app bar, the theme and the tab show the change at once.
      setBranding({ name: saved.name, themeColor: saved.themeColor, logoLink: saved.logoLink, faviconLink: saved.faviconLink });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      notices.push({ type: 'success', message });
    } catch (error) {
      const field = error instanceof HttpError ? (error.body as { field?: string } | undefined)?.field : undefined;
      const target = field === 'logoId' ? 'logo' : field === 'faviconId' ? 'favicon' : field;
      if (target && ['name', 'description', 'timezone', 'language', 'themeColor', 'logo', 'favicon'].includes(target)) {
        setError(target as keyof SettingsValues, { message: (error as Error).message });
      }
      notices.push({ type: 'error', message: (error as Error).message });
    } finally {
      setSaving(false);
    }
  });

  /** Uploads a picked brand image in place of the current one. */
  const uploadImage = async (file: File, info: ImageInfo, current: StoredImage | null): Promise<StoredImage> => {
    const uploaded = await dataProvider.uploadFile(file, 'brand');
    uploads.add(uploaded.link);
    uploads.discard(current);
    return { id: uploaded.fileId, link: uploaded.link, info };
  };

  return { form, saving, save, uploadImage, removeImage: uploads.discard };
}
