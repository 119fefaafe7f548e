import { chooseLanguage } from './i18n.js';
chooseLanguage();
