import { describe, expect, it } from 'vitest';
import { MENU_FILE } from '@/lib/browser/docs-menu';
import { leavesOut, menuFile, menuFileUrl, menuItems } from '@/lib/content/docs-menu';
import type { Sidebar, SidebarCategory, SidebarItem } from '@/lib/content/docs-sidebars';

const link = (label: string, href: string, extra: object = {}): SidebarItem => ({ type: 'link', label, href, unlisted: false, ...extra });
const category = (label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category', label, collapsed: true, linkUnlisted: false, items, ...extra,
});

const sidebar: Sidebar = {
  name: 'skill',
  items: [
    category('数据库', [link('MySQL', '/docs/mysql'), link('Redis', '/docs/redis')], { href: '/docs/category/db' }),
    category('Git', [link('Git 分支', '/docs/git-branch'), category('进阶', [link('变基', '/docs/rebase')], { href: '/docs/category/advanced' })], { href: '/docs/category/git' }),
    category('无页面', [link('Shell', '/docs/shell')]),
    category('展开', [link('Vite', '/docs/vite')], { href: '/docs/category/open', collapsed: false }),
  ],
};

describe('the docs menu', () => {
  it('a page carries the items of its trail, of open categories and of categories without a page; the rest only by label', () => {
    expect(menuItems(sidebar.items, '/docs/redis', 'zh-CN')).toEqual([
      { label: '数据库', href: '/docs/category/db', open: true, trail: true, items: [['MySQL', '/docs/mysql'], ['Redis', '/docs/redis']] },
      { label: 'Git', href: '/docs/category/git' },
      { label: '无页面', items: [['Shell', '/docs/shell']] },
      { label: '展开', href: '/docs/category/open', open: true, items: [['Vite', '/docs/vite']] },
    ]);
    // Deep in a closed category: the whole trail is there, a closed neighbour is not.
    const git = menuItems(sidebar.items, '/docs/rebase', 'zh-CN')[1];
    expect(git).toEqual({
      label: 'Git', href: '/docs/category/git', open: true, trail: true,
      items: [['Git 分支', '/docs/git-branch'], { label: '进阶', href: '/docs/category/advanced', open: true, trail: true, items: [['变基', '/docs/rebase']] }],
    });
  });

  it("the menu file holds each page-owning category's items, nested closed ones again by their own page", () => {
    const file = menuFile(sidebar, 'zh-CN');
    expect(file.name).toMatch(/^skill\.[0-9a-f]{10}\.json$/);
    expect(JSON.parse(file.body)).toEqual({
      '/docs/category/db': [['MySQL', '/docs/mysql'], ['Redis', '/docs/redis']],
      '/docs/category/git': [['Git 分支', '/docs/git-branch'], { label: '进阶', href: '/docs/category/advanced' }],
      '/docs/category/advanced': [['变基', '/docs/rebase']],
      '/docs/category/open': [['Vite', '/docs/vite']],
      // A category without a page: by its place in the sidebar.
      '2': [['Shell', '/docs/shell']],
    });
  });

  it("a closed category without a page leaves its items to the menu file too, except on the sidebar's root page", () => {
    const tools: Sidebar = {
      name: 'tools',
      root: { type: 'link', label: '工具推荐', href: '/docs/tools', unlisted: false },
      items: [
        category('编辑器', [link('VS Code', '/docs/vscode'), category('插件', [link('ESLint', '/docs/eslint')])]),
        category('系统', [link('WSL', '/docs/wsl')]),
      ],
    };
    // A page of the sidebar: its own category is open with its items; the other one has only its label and place.
    const page = menuItems(tools.items, '/docs/vscode', 'zh-CN', '/docs/tools');
    expect(page).toEqual([
      { label: '编辑器', open: true, trail: true, items: [['VS Code', '/docs/vscode'], { label: '插件', key: '0.1' }] },
      { label: '系统', key: '1' },
    ]);
    expect(leavesOut(page)).toBe(true);
    expect(JSON.parse(menuFile(tools, 'zh-CN').body)).toEqual({
      '0': [['VS Code', '/docs/vscode'], { label: '插件', items: [['ESLint', '/docs/eslint']] }],
      '0.1': [['ESLint', '/docs/eslint']],
      '1': [['WSL', '/docs/wsl']],
    });
    // The root page (no root to point at): every category comes with its items, nothing to fetch.
    const rootPage = menuItems(tools.items, '/docs/tools', 'zh-CN');
    expect(rootPage[1]).toEqual({ label: '系统', items: [['WSL', '/docs/wsl']] });
    expect(leavesOut(rootPage)).toBe(false);
  });

  it("a title in the other locale's language is marked, and the file's name changes with its content", () => {
    const en: Sidebar = { ...sidebar, items: [category('Git', [link('Git 分支', '/docs/git-branch', { lang: 'zh-CN' })], { href: '/docs/category/git' })] };
    const file = menuFile(en, 'en');
    expect(JSON.parse(file.body)['/docs/category/git']).toEqual([['Git 分支', '/docs/git-branch', 'zh-CN']]);
    expect(file.name).not.toBe(menuFile(sidebar, 'zh-CN').name);
  });

  it("the file's URL carries the locale's prefix and is the one the service worker keeps cache-first", () => {
    expect(menuFileUrl(sidebar, 'zh-CN')).toBe(`/docs-menu/${menuFile(sidebar, 'zh-CN').name}`);
    expect(menuFileUrl(sidebar, 'en')).toBe(`/en/docs-menu/${menuFile(sidebar, 'en').name}`);
    expect(MENU_FILE.test(menuFileUrl(sidebar, 'en'))).toBe(true);
  });
});
