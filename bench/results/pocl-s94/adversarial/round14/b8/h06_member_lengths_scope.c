/* data(s.a) list: step on s.a with lengths n, n - 1 and 0 and on s.b; update host(s.a) read, host write, update device(s.a) */
#include <stdio.h>
#include <stdlib.h>
struct st { int n; double *a; double *b; };
static void step(int m, double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + y[i];
}
int main(void)
{
    struct st s;
    int i, t;
    double acc = 0.0;
    s.n = 11;
    s.a = malloc(sizeof(double) * s.n);
    s.b = malloc(sizeof(double) * s.n);
    for (i = 0; i < s.n; i++) { s.a[i] = i; s.b[i] = 1.0 / (i + 1); }
#pragma bbmm data(s.a, s.b)
    for (t = 0; t < 4; t++) {
        step(s.n, s.a, s.b);
        step(s.n - 1, s.a, s.b);
        step(0, s.a, s.b);
        step(s.n - t, s.b, s.a);
#pragma bbmm update host(s.a)
        acc += s.a[s.n - 1];
        s.a[0] = acc;
#pragma bbmm update device(s.a)
    }
    printf("%a\n", acc);
    for (i = 0; i < s.n; i++) printf("%a %a\n", s.a[i], s.b[i]);
    free(s.a);
    free(s.b);
    return 0;
}
