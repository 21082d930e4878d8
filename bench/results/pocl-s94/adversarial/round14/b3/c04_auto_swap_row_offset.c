/* no pragma: time loop swapping u = base and v = base + n (one allocation), with a row-offset move u = base + n at some steps */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = in[i] - 0.25 * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
}
static void run(int n)
{
    double *base = malloc(sizeof(double) * (3 * n + 1));
    double *u = base, *v = base + n, *tmp;
    int i, t;
    for (i = 0; i < 3 * n + 1; i++) base[i] = (i * 5 % 7) * 0.5;
    for (t = 0; t < 6; t++) {
        step(n, v, u);
        tmp = u; u = v; v = tmp;
        if (t == 3) { u = base + n; v = base + 2 * n; }
    }
    printf("n=%d\n", n);
    for (i = 0; i < 3 * n + 1; i++) printf("%a\n", base[i]);
    free(base);
}
int main(void)
{
    run(1);
    run(2);
    run(3);
    run(8);
    return 0;
}
