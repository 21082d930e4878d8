/* 1D heat, double buffering by pointer swap done in a helper function, region in the time loop */
#include <stdio.h>
#include <stdlib.h>
static void swap_ptr(double **x, double **y) { double *t = *x; *x = *y; *y = t; }
static void run(int n, int steps)
{
    double *a = malloc(sizeof(double) * (n + 2)), *b = malloc(sizeof(double) * (n + 2));
    double *cur = a, *next = b;
    int i, t;
    for (i = 0; i < n + 2; i++) { a[i] = (double)((i * 7) % 5) - 1.5; b[i] = 0.0; }
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 1; i <= n; i++)
            next[i] = cur[i] + 0.25 * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1]);
        next[0] = cur[0];
        next[n + 1] = cur[n + 1];
        swap_ptr(&cur, &next);
    }
    printf("n=%d steps=%d\n", n, steps);
    for (i = 0; i < n + 2; i++) printf("%a\n", cur[i]);
    free(a); free(b);
}
int main(void)
{
    int n;
    for (n = 0; n < 12; n += (n < 3 ? 1 : 4)) run(n, 1 + n % 3);
    run(17, 4);
    return 0;
}
