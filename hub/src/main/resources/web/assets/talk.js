import { startPage } from './layout.js';
import { el } from './dom.js';
import { t } from './i18n.js';
startPage('talk', main => main.append(el('h1', {}, t('title.talk'))));
