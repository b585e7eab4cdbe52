/**
 * Player scenarios: what the bundled player does with the URL's query string
 * (get_query_params), with the workspace's UI preferences (colours, font, background), and when a
 * form's flow is cut short or jumps (flows.ts).
 */
import {readFileSync} from 'node:fs';
import type {Browser} from 'playwright-core';
import type {Runtime, StageFile, Workspace} from '../runtime';
import {flowStages, runFlows} from './flows';

const QUERY_FORM = `import json, os
from abstra.forms import TextOutput, get_query_params, run

with open(os.path.join(os.environ["ABSTRA_HARNESS_DIR"], "logs", "player_query.jsonl"), "a") as log:
    params = get_query_params()
    log.write(json.dumps({"type": type(params).__name__, "keys": sorted(params), "values": params}) + "\\n")


def page(state):
    return [TextOutput("Query read")]


run([page])
`;

const THEME_FORM = `from abstra.forms import TextInput, run


def page(state):
    return [TextInput("Name", key="name")]


run([page])
`;

/** Pages whose form width shows when full_width applies: to one widget, or to the whole form. */
const layouts: Record<string, string> = {
  plain: 'TextInput("Name", key="a")',
  one_wide: 'TextInput("Name", key="a"), TextInput("Wide", key="b", full_width=True)',
  with_row_selection:
    'TextInput("Name", key="a"), PandasRowSelectionInput(pd.DataFrame({"n": [1, 2]}), key="b")',
};

const layoutForm = (widgets: string) => `import pandas as pd
from abstra.forms import *


def page(state):
    return [${widgets}]


run([page])
`;

export function planPlayer(): {stages: StageFile[]} {
  return {
    stages: [
      {id: 'player_query', kind: 'form', code: QUERY_FORM},
      {id: 'player_theme', kind: 'form', code: THEME_FORM},
      ...Object.entries(layouts).map(([id, widgets]) => ({
        id: `layout_${id}`,
        kind: 'form' as const,
        code: layoutForm(widgets),
      })),
      ...flowStages(),
    ],
  };
}

const queries = [
  {id: 'none', query: ''},
  {id: 'two_params', query: '?order=42&status=paid'},
  {id: 'repeated', query: '?tag=a&tag=b'},
  {id: 'own_id', query: '?id=mine'},
];

const themes: Array<{id: string; workspace: Workspace}> = [
  {id: 'default', workspace: {}},
  {id: 'hex_long_dark', workspace: {main_color: '#1a237e'}},
  {id: 'hex_long_light', workspace: {main_color: '#ffeb3b'}},
  {id: 'hex_short_white', workspace: {main_color: '#fff'}},
  {id: 'rgb', workspace: {main_color: 'rgb(255, 235, 59)'}},
  {id: 'hsl', workspace: {main_color: 'hsl(54, 100%, 62%)'}},
  {id: 'named', workspace: {main_color: 'yellow'}},
  {id: 'font_color', workspace: {font_color: '#8b0000'}},
  {id: 'font_family', workspace: {font_family: 'Courier New'}},
  {id: 'background_color', workspace: {theme: '#e0f7fa'}},
  {
    id: 'background_missing_image',
    workspace: {main_color: '#1a237e', theme: 'http://127.0.0.1:9/missing.png'},
  },
];

export async function runPlayer(browser: Browser, runtime: Runtime, _plan: {stages: StageFile[]}) {
  const scenarios: Record<string, unknown> = {};
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  let lines = 0;
  for (const q of queries) {
    await page.goto(`${runtime.baseUrl}/player_query${q.query}`);
    const started = await page
      .getByText('Query read')
      .waitFor({timeout: 15_000})
      .then(() => true)
      .catch(() => false);
    if (!started) {
      // The form never started: record what the reader sees instead.
      const shown = (
        await page
          .locator('section.content')
          .innerText()
          .catch(() => '')
      ).trim();
      scenarios[`query_${q.id}`] = {url: `/player_query${q.query}`, formStarted: false, shown};
      continue;
    }
    const log = readFileSync(runtime.logFile('player_query'), 'utf8').split('\n').filter(Boolean);
    const entry = JSON.parse(log[log.length - 1]) as {values: Record<string, unknown>};
    if (log.length === lines) throw new Error(`get_query_params was not logged for ${q.query}`);
    lines = log.length;
    // The form's own id is a fresh value each run: record that it is there, not its value.
    const values = Object.fromEntries(
      Object.entries(entry.values).map(([k, v]) => [
        k,
        k === 'id' && q.id !== 'own_id' ? '<the form id>' : v,
      ]),
    );
    scenarios[`query_${q.id}`] = {
      url: `/player_query${q.query}`,
      formStarted: true,
      ...entry,
      values,
    };
  }
  for (const [id, widgets] of Object.entries(layouts)) {
    await page.goto(`${runtime.baseUrl}/layout_${id}`);
    await page.locator('.form-wrapper .widget').first().waitFor({timeout: 20_000});
    const sizes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.form-wrapper > .widget')).map((el) =>
        Math.round(el.getBoundingClientRect().width),
      ),
    );
    const form = await page.evaluate(() =>
      Math.round(document.querySelector('.form')?.getBoundingClientRect().width ?? 0),
    );
    scenarios[`layout_${id}`] = {widgets, formWidth: form, widgetWidths: sizes, window: 1280};
  }
  for (const t of themes) {
    await runtime.setWorkspace(t.workspace);
    await page.goto(`${runtime.baseUrl}/player_theme`);
    await page.locator('.form-wrapper .widget').first().waitFor({timeout: 20_000});
    const seen = await page.evaluate(() => {
      const provider = document.querySelector('.config-provider') as HTMLElement | null;
      const next = document.querySelector('.next-button') as HTMLElement | null;
      const label = document.querySelector('.label') as HTMLElement | null;
      const vars: Record<string, string> = {};
      if (provider) {
        for (const name of [
          '--color-main',
          '--color-main-light',
          '--color-main-hover',
          '--button-font-color-main',
          '--font-family',
          '--font-color',
        ]) {
          vars[name] = provider.style.getPropertyValue(name).trim();
        }
      }
      return {
        dataTheme: provider?.getAttribute('data-theme') ?? null,
        vars,
        background: provider ? getComputedStyle(provider).backgroundColor : null,
        backgroundImage: provider ? getComputedStyle(provider).backgroundImage : null,
        nextButton: next
          ? {
              background: getComputedStyle(next).backgroundColor,
              color: getComputedStyle(next).color,
            }
          : null,
        labelColor: label ? getComputedStyle(label).color : null,
        labelFont: label ? getComputedStyle(label).fontFamily : null,
      };
    });
    scenarios[`theme_${t.id}`] = {workspace: t.workspace, ...seen};
  }
  // Which file the player serves as the tab icon and the logo, for each combination of settings.
  const png = readFileSync(`${runtime.dir}/sample.png`);
  const assets: Array<{id: string; workspace: Workspace}> = [
    {id: 'favicon_unset_logo_set', workspace: {favicon_url: null, logo_url: './sample.png'}},
    {id: 'favicon_unset_logo_unset', workspace: {favicon_url: null, logo_url: null}},
  ];
  for (const a of assets) {
    await runtime.setWorkspace(a.workspace);
    for (const asset of ['favicon.ico', 'logo']) {
      const res = await fetch(`${runtime.baseUrl}/_assets/${asset}`, {
        signal: AbortSignal.timeout(30_000),
      });
      const body = Buffer.from(await res.arrayBuffer());
      scenarios[`assets_${a.id}_${asset.replace('.ico', '')}`] = {
        workspace: a.workspace,
        request: `/_assets/${asset}`,
        status: res.status,
        servesTheLogoFile: res.ok && body.equals(png),
      };
    }
  }
  Object.assign(scenarios, await runFlows(() => context.newPage(), runtime));
  await context.close();
  return {scenarios};
}
