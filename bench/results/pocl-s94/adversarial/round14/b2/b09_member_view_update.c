/* struct member pointer; region on the view s.a + 2 in a nolist scope; update host(s.a) and host reads s.a[3] */
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
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(s.n - 2, s.a + 2);
#pragma bbmm update host(s.a)
        acc += s.a[3];
    }
    printf("%a\n", acc);
    for (i = 0; i < s.n; i++) printf("%a\n", s.a[i]);
    free(s.a);
    return 0;
}
