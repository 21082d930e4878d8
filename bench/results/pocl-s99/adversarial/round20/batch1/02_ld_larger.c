#include <stdio.h>
#include <stdlib.h>

/* leading dimension larger than the used width */
static void scale_clause(int n, int m, int ld, double *a, const double *x)
{
    int i, j;
#pragma bbmm array(a[n][ld])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i*ld + j] = a[i*ld + j] * 2.0 + x[j];
}

static void scale_noclause(int n, int m, int ld, double *a, const double *x)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i*ld + j] = a[i*ld + j] * 0.5 - x[j];
}

int main(void)
{
    int ns[] = {0, 1, 3, 7, 16};
    for (int s = 0; s < 5; s++) {
        int n = ns[s], m = n > 0 ? n - 1 : 0, ld = n + 3;
        double *a = malloc(sizeof(double) * (n * ld + 1));
        double *x = malloc(sizeof(double) * (ld + 1));
        for (int i = 0; i < n * ld; i++) a[i] = (i % 13) * 0.125 - 0.5;
        for (int j = 0; j < ld; j++) x[j] = j * 0.0625;
        scale_clause(n, m, ld, a, x);
        scale_noclause(n, m, ld, a, x);
        double s1 = 0; long pad = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) s1 += a[i*ld+j] * (j + 1);
            for (int j = m; j < ld; j++) pad += (long)(a[i*ld+j] * 8);
        }
        printf("n=%d %a %ld\n", n, s1, pad);
        free(a); free(x);
    }
    return 0;
}
