/* time loop in main; pragma directly on loops over local pointer variables that are swapped */
#include <stdio.h>
#include <stdlib.h>
#define N 20
int main(void)
{
    double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double)), *t;
    int i, s, n;
    for (i = 0; i < N; i++) { a[i] = (i % 4) * 1.5; b[i] = 0.0; }
    for (s = 0; s < 7; s++) {
        n = N - 2 * (s % 3);
#pragma bbmm array(a[N], b[N])
        for (i = 1; i < n - 1; i++)
            b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
        b[0] = a[0]; b[n - 1] = a[n - 1] + s;
        t = a; a = b; b = t;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", a[i], b[i]);
    free(a); free(b);
    return 0;
}
