#include <stdio.h>
#include <stdlib.h>

static void swap(double **x, double **y) { double *t = *x; *x = *y; *y = t; }

static void heat(int n, double (*u)[n], double (*v)[n])
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            v[i][j] = u[i][j] + 0.1 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - 4.0 * u[i][j]);
}

int main(void)
{
    int ns[] = {2, 5, 12, 31};
    int steps[] = {1, 3, 8, 13};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n);
        for (int i = 0; i < n * n; i++) a[i] = b[i] = ((i * 11) % 7) - 3.0;
        for (int t = 0; t < steps[s]; t++) {
            heat(n, (double (*)[n])a, (double (*)[n])b);
            swap(&a, &b);
        }
        double s1 = 0;
        for (int i = 0; i < n * n; i++) s1 = s1 * 0.5 + a[i];
        printf("n=%d steps=%d %a\n", n, steps[s], s1);
        free(a); free(b);
    }
    return 0;
}
