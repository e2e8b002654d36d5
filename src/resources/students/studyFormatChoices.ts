import { STUDY_FORMATS } from '../../api/constants';

/** ONLINE and OFFLINE as select choices, translated by the inputs. */
export const studyFormatChoices = STUDY_FORMATS.map((format) => ({ id: format, name: `admin.studyFormats.${format}` }));
