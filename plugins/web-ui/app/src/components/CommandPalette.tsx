import { useEffect, useState } from 'react';
import { Autocomplete, Button, Dialog, Input, Menu, MenuItem, Modal, ModalOverlay, SearchField, useFilter } from 'react-aria-components';
import { navigate } from '../router.tsx';
import { useSession } from '../session.tsx';
import { type PaletteCommand, paletteCommands } from './palette-commands.ts';

const isPaletteKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * Ctrl+K (Cmd+K): type a few letters of a page, gateway or sandbox and press Enter to go there. What it offers is
 * read when it opens, so it names what exists now.
 */
export function CommandPalette() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [commands, setCommands] = useState<PaletteCommand[]>([]);
  const { contains } = useFilter({ sensitivity: 'base' });

  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void paletteCommands(session).then((loaded) => {
      if (current) setCommands(loaded);
    });
    return () => {
      current = false;
    };
  }, [open, session]);

  return (
    <>
      <Button className="palette-button" onPress={() => setOpen(true)}>
        Go to… <kbd>Ctrl K</kbd>
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className="react-aria-ModalOverlay palette-overlay">
        <Modal className="modal palette">
          <Dialog aria-label="Go to">
            <Autocomplete filter={contains}>
              <SearchField aria-label="Go to a page, gateway or sandbox" autoFocus>
                <Input placeholder="Go to a page, gateway or sandbox…" />
              </SearchField>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls, and a scrolling region must be reachable by keyboard; its items take virtual focus from the search field, so the region itself takes focus */}
              <div className="palette-results" tabIndex={0}>
                <Menu
                  aria-label="Places"
                  items={commands}
                  renderEmptyState={() => <p className="muted">Nothing matches.</p>}
                  onAction={(href) => {
                    setOpen(false);
                    navigate(String(href));
                  }}
                >
                  {(command) => (
                    <MenuItem id={command.href} textValue={command.label}>
                      {command.label} <span className="muted">{command.kind}</span>
                    </MenuItem>
                  )}
                </Menu>
              </div>
            </Autocomplete>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
