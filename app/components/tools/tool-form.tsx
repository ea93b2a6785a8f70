import type { ComponentProps } from "react";
import { Form } from "react-router";
import type { ToolId } from "#app/domain/tools/tool-ids.ts";

/**
 * A tool's form: posted to the /tools action (which `tool` names) without JavaScript, checked by the browser
 * with it (`noValidate`: the tool shows its own messages), and the page stays where it is when the answer comes.
 */
export function ToolForm({
  tool,
  children,
  ...props
}: { tool: ToolId } & Omit<ComponentProps<typeof Form>, "method" | "noValidate" | "preventScrollReset">) {
  return (
    <Form method="post" preventScrollReset noValidate {...props}>
      <input type="hidden" name="tool" value={tool} />
      {children}
    </Form>
  );
}
