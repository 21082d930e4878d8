/* nested time loops (outer with host writes, inner without) around regions on a table and an array */
#include <stdio.h>
#include <stdlib.h>
#define N 8
static double X[N];
int main(void)
{
    double **a = malloc(N * sizeof(double *));
    int i, j, s, t;
    for (i = 0; i < N; i++) { a[i] = malloc(N * sizeof(double)); X[i] = i * 0.5; for (j = 0; j < N; j++) a[i][j] = (i * j) % 5; }
    for (s = 0; s < 3; s++) {
        for (t = 0; t < 3; t++) {
#pragma bbmm
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    a[i][j] = a[i][j] * 0.5 + X[j];
#pragma bbmm
            for (j = 0; j < N; j++)
                X[j] = X[j] + a[N - 1][j] * 0.125;
        }
        a[s][s] = -1.0;
        X[s] = 2.0 * s;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", a[i][j]);
    for (i = 0; i < N; i++) printf("%a\n", X[i]);
    return 0;
}
