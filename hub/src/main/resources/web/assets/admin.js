// /admin: the household — dashboard, members, voice enrolment, rooms and microphones, devices,
// policy and audit log. Every section talks to the REST API only.
import { el } from './dom.js';
import { t } from './i18n.js';
import { startPage } from './layout.js';
import { dashboardSection } from './admin-dashboard.js';
import { membersSection } from './admin-members.js';
import { voiceSection } from './admin-voice.js';
import { roomsSection } from './admin-rooms.js';
import { devicesSection } from './admin-devices.js';
import { policySection } from './admin-policy.js';
import { auditSection } from './admin-audit.js';
import { automationsSection } from './admin-automations.js';

const SECTIONS = [['dashboard', dashboardSection], ['members', membersSection], ['voice', voiceSection],
  ['rooms', roomsSection], ['devices', devicesSection], ['automations', automationsSection], ['policy', policySection], ['audit', auditSection]];

startPage('admin', main => {
  main.append(el('h1', {}, t('admin.title')),
    el('nav', { class: 'sections', 'aria-label': t('admin.sections') },
      SECTIONS.map(([id]) => el('a', { href: '#' + id }, t('admin.' + id)))),
    ...SECTIONS.map(([, draw]) => draw()));
});
