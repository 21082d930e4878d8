// Spans that cannot be kept, each with its reason; where a span fails because of one statement,
// the statements before it and after it are tried (the first loop here is kept).
// Thread creation anywhere in a file makes no span there: auto_threads.c.
// expect-explain: automatic data scope in main, lines 29-44: not made: 'goto' leaves it without its end \(at auto_refused.c:38:13\)
// expect-explain: automatic data scope in main, lines 29-35: not made: host access to 'a' \(at auto_refused.c:31:5\)
// expect-explain: automatic data scope in main, lines 29-30: a, b, g stay on the devices
// expect-explain: automatic data scope in main, lines 32-35: not made: host access to 'p' \(which may point into 'a': it takes its address at auto_refused.c:26:13\) \(at auto_refused.c:34:9\)
// expect-explain: automatic data scope in main, lines 41-44: not made: host access to 'g' in 'touch' \(at auto_refused.c:21:5\)
// expect-output: "automatic data scope at auto_refused.c:29"
// expect-no-output: "automatic data scope at auto_refused.c:(3[2-9]|4[0-9])"
static double g[32];
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + g[i];
}
static void touch(void)
{
    g[0] += 1.0;
}
int main(int argc, char **argv)
{
    static double a[32], b[32];
    double *p = a;
    int t, n = 32;
    (void)argv;
    for (t = 0; t < 4; t++)
        step(n, a, b);
    a[0] = 1.0;
    for (t = 0; t < 4; t++) {
        step(n, a, b);
        p[1] = 2.0;
    }
    for (t = 0; t < 4; t++) {
        if (argc > 7)
            goto out;
        step(n, a, b);
    }
    for (t = 0; t < 4; t++) {
        touch();
        step(n, a, b);
    }
out: /* a return of main would be fine: the scopes end before it (scope_host/return_main.c) */
    return 0;
}
