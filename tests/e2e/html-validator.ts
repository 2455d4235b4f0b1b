// html-validate with the project's config (.htmlvalidate.json) loaded by name, so that a page is held to it
// wherever the page lies: a config found by walking up from the file finds none for a site built in /tmp,
// and then checks nothing.
import { readFileSync } from 'node:fs';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';

export const projectValidator = () =>
  new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
