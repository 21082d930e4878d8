#include <stdio.h>
#include <stdlib.h>
#define IDX(i,j) ((i)*n+(j))

static void step(int n, double *a, double *b)
{
    int i, j;
#pragma bbmm array(a[n][n], b[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[IDX(i,j)] = 0.25 * (a[IDX(i-1,j)] + a[IDX(i+1,j)] + a[IDX(i,j-1)] + a[IDX(i,j+1)]);
}

int main(void)
{
    int sizes[] = {0, 1, 2, 3, 7, 16, 33};
    for (int s = 0; s < 7; s++) {
        int n = sizes[s];
        double *a = malloc(sizeof(double) * (n * n + 1));
        double *b = malloc(sizeof(double) * (n * n + 1));
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[IDX(i,j)] = (double)((i * 7 + j * 3) % 11) / 3.0;
                b[IDX(i,j)] = a[IDX(i,j)];
            }
        for (int t = 0; t < 7; t++) {
            step(n, a, b);
            double *tmp = a; a = b; b = tmp;
        }
        double sum = 0;
        for (int i = 0; i < n * n; i++) sum += a[i] * (i % 5 + 1);
        printf("n=%d %a\n", n, sum);
        if (n > 2) printf("  %a %a\n", a[IDX(1,1)], a[IDX(n-2,n-2)]);
        free(a); free(b);
    }
    return 0;
}
