// An array declared "extern" is one other files can name (as one defined without "static"): a
// call of a function of another file may touch it, so no automatic scope keeps it across such a
// call, even with every function of this file static (the time loop's "tick" is elsewhere).
// Before, "extern" counted as "static" there, and the scope was made.
// expect-explain: automatic data scope in main, lines 19-22: not made: a call of 'tick', defined elsewhere, which may reach the arrays
// expect-no-output: "automatic data scope at auto_extern_array.c:19"
extern double A[64];
void tick(int t);
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
int main(void)
{
    int t;
    for (t = 0; t < 4; t++) {
        step(64);
        tick(t);
    }
    return 0;
}
