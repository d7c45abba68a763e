import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Story() {
  return (
    <Tabs defaultValue="baby">
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="baby">Baby</TabsTrigger>
        <TabsTrigger value="account">Account</TabsTrigger>
        <TabsTrigger value="privacy">Privacy</TabsTrigger>
      </TabsList>
      <TabsContent value="baby">Baby panel</TabsContent>
      <TabsContent value="account">Account panel</TabsContent>
      <TabsContent value="privacy">Privacy panel</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the default tab's panel", () => {
    render(<Story />);
    expect(screen.getByRole("tab", { name: "Baby" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Baby panel");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Baby" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Account" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Account panel");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Baby" })).toHaveAttribute("data-state", "active");
  });

  it("switches on click", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Privacy panel");
  });
});
