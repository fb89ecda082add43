// Original file: line-0.1/openshell/sandbox.proto


export interface McpOptions {
  'strict_tool_names'?: (boolean);
  'allow_all_known_mcp_methods'?: (boolean);
  /**
   * new in 0.1
   */
  'versions'?: (string)[];
  '_strict_tool_names'?: "strict_tool_names";
  '_allow_all_known_mcp_methods'?: "allow_all_known_mcp_methods";
}

export interface McpOptions__Output {
  'strict_tool_names'?: (boolean);
  'allow_all_known_mcp_methods'?: (boolean);
  /**
   * new in 0.1
   */
  'versions': (string)[];
  '_strict_tool_names'?: "strict_tool_names";
  '_allow_all_known_mcp_methods'?: "allow_all_known_mcp_methods";
}
