// Original file: line-0.1/openshell/openshell.proto


export interface SupervisorHeartbeat {
}

export interface SupervisorHeartbeat__Output {
}
