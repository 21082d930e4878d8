/* time loop swapping pointers where at some steps both pointers are the same array (v = u), outside any pragma scope */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = 0.5 * in[i] + 0.25 * (in[i - 1] + in[i + 1]);
}
static void run(int n, int T)
{
    double *a = malloc(sizeof(double) * (n + 2));
    double *b = malloc(sizeof(double) * (n + 2));
    double *u = a, *v = b, *tmp;
    int i, t;
    for (i = 0; i < n + 2; i++) { a[i] = (i % 4) * 1.25; b[i] = -(double)i; }
    for (t = 0; t < T; t++) {
        if (t % 3 == 2)
            v = u;
        step(n, v, u);
        tmp = u; u = v; v = tmp;
        if (t % 3 == 2)
            v = (u == a) ? b : a;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n + 2; i++) printf("%a %a\n", a[i], b[i]);
    free(a);
    free(b);
}
int main(void)
{
    run(0, 3);
    run(1, 4);
    run(2, 5);
    run(3, 6);
    run(9, 7);
    run(30, 8);
    return 0;
}
