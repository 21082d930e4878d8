/* float dot products: per-row float accumulation in parallel rows plus a serial float total over rows, in one region */
#include <stdio.h>
static void run(int n, int m)
{
    float A[24][24], x[24], r[24];
    float total = 0.0f;
    int i, j;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = (float)((i * 5 + j * 3) % 11) * 0.37f - 1.1f;
    for (j = 0; j < m; j++) x[j] = 1.0f / (float)(j + 3);
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            r[i] = 0.0f;
            for (j = 0; j < m; j++) r[i] += A[i][j] * x[j];
        }
        for (i = 0; i < n; i++) total += r[i] * r[i];
    }
    printf("n=%d m=%d total=%a\n", n, m, (double)total);
    for (i = 0; i < n; i++) printf("%a\n", (double)r[i]);
}
int main(void)
{
    run(0, 0); run(1, 1); run(2, 0); run(5, 9); run(24, 24); run(17, 3);
    return 0;
}
