#include <stdio.h>
#include <stdlib.h>

/* user passes m larger than ld: rows overlap, valid C within the allocation */
static void addrow(int n, int m, int ld, double *a)
{
#pragma bbmm array(a[n][ld])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * ld + j] = a[i * ld + j] + 1.0;
}

int main(void)
{
    int cfg[][3] = { {3, 2, 4}, {4, 6, 4}, {5, 5, 5}, {2, 9, 3} };
    for (int s = 0; s < 4; s++) {
        int n = cfg[s][0], m = cfg[s][1], ld = cfg[s][2];
        double *a = calloc(n * ld + m + 8, sizeof(double)), *b = calloc(n * ld + 8, sizeof(double));
        for (int i = 0; i < n * ld + m; i++) a[i] = i * 0.5;
        addrow(n, m, ld, a);
        for (int i = 0; i < n * ld; i++) b[i] = a[i] * 0.5;
        double h = 0; for (int i = 0; i < n * ld + m; i++) h = h * 0.75 + a[i];
        for (int i = 0; i < n * ld; i++) h = h * 0.5 + b[i];
        printf("%d %d %d %a\n", n, m, ld, h);
        free(a); free(b);
    }
    return 0;
}
