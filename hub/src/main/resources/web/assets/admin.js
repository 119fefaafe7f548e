import { startPage } from './layout.js';
import { el } from './dom.js';
import { t } from './i18n.js';
startPage('admin', main => main.append(el('h1', {}, t('title.admin'))));
