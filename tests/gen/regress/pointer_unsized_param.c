/* parameters declared 'double a[]' and 'double b[][5]' (no first size), a triangular loop */
#include <stdio.h>
static void tri(int n, double a[], double b[][5])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j <= i && j < 5; j++)
            b[i][j] = a[i] * (j + 1);
}
int main(void)
{
    double a[12], b[12][5];
    int i, j, n;
    for (n = 0; n <= 12; n += 6) {
        for (i = 0; i < 12; i++) { a[i] = i * 0.5; for (j = 0; j < 5; j++) b[i][j] = -1; }
        tri(n, a, b);
        for (i = 0; i < 12; i++) for (j = 0; j < 5; j++) printf("%a\n", b[i][j]);
    }
    return 0;
}
