package app.turnout;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
