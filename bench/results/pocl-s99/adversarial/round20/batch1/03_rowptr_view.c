#include <stdio.h>
#include <stdlib.h>

static void smooth(int n, double *a, double *b)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++) {
        double *row = a + i * n;
        double *out = b + i * n;
        for (j = 1; j < n - 1; j++)
            out[j] = (row[j - 1] + 2.0 * row[j] + row[j + 1]) / 4.0;
    }
}

int main(void)
{
    int ns[] = {0, 1, 3, 8, 20};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        double *a = calloc(n * n + 1, sizeof(double));
        double *b = calloc(n * n + 1, sizeof(double));
        for (int i = 0; i < n * n; i++) a[i] = (i * 37 % 17) * 0.1;
        smooth(n, a, b);
        double s1 = 0;
        for (int i = 0; i < n * n; i++) s1 += b[i] * (i + 1);
        printf("n=%d %a\n", n, s1);
        free(a); free(b);
    }
    return 0;
}
