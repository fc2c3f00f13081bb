import { describe, expect, it } from "vitest";
import { passwordCells } from "./password-table.js";

const cellsOf = (text: string) => passwordCells(text).map((c) => text.slice(c.start, c.end));

describe("passwordCells", () => {
  it("finds the strong cells under a password column in Markdown, CSV and TSV", () => {
    expect(
      cellsOf(
        "| System | User | **Password** |\n|---|---|---|\n| vCenter | admin | Gr4nit3&Moss!19 |",
      ),
    ).toEqual(["Gr4nit3&Moss!19"]);
    expect(cellsOf("account,user,password,role\nx.eu,ETL,zEtTrpwu0fy1826ElO,SYS\n")).toEqual([
      "zEtTrpwu0fy1826ElO",
    ]);
    expect(cellsOf("host\tsenha\ndb1\tQv9#mT2!xW")).toEqual(["Qv9#mT2!xW"]);
  });

  it("leaves alone masked or handwritten cells, and rows after the table ends", () => {
    expect(cellsOf("user,password\nops,********\ndev,(in vault)\nqa,changeme")).toEqual([]);
    expect(cellsOf("user,password\n\nops,Gr4nit3&Moss!19")).toEqual([]);
    expect(cellsOf("Password policy: at least 12 characters, e.g. Tr0ub4dor&3")).toEqual([]);
  });
});
