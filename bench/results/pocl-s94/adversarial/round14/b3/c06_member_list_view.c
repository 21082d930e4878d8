/* data(s.a) list scope: the region runs on s.a and on the view s.a + 3; update host(s.a), host write, update device(s.a) */
#include <stdio.h>
#include <stdlib.h>
struct vec { int n; double *a; };
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + 3.0;
}
int main(void)
{
    struct vec s;
    int i, t;
    double acc = 0.0;
    s.n = 12;
    s.a = malloc(sizeof(double) * s.n);
    for (i = 0; i < s.n; i++) s.a[i] = i;
#pragma bbmm data(s.a)
    for (t = 0; t < 3; t++) {
        step(s.n, s.a);
        step(s.n - 3, s.a + 3);
#pragma bbmm update host(s.a)
        acc += s.a[4];
        s.a[5] = acc;
#pragma bbmm update device(s.a)
    }
    printf("%a\n", acc);
    for (i = 0; i < s.n; i++) printf("%a\n", s.a[i]);
    free(s.a);
    return 0;
}
