/* size_t indices with i + 1 < n bounds and n - 1 subscripts, n in 0, 1, 2, odd */
#include <stdio.h>
#include <stddef.h>
#define N 40
static double a[N], b[N];
static void smooth(size_t n)
{
    size_t i;
#pragma bbmm
    for (i = 1; i + 1 < n; i++)
        b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1] + a[n - 1 - i] * 0.125;
}
int main(void)
{
    size_t n, i;
    for (i = 0; i < N; i++) { a[i] = (double)(i * i % 13); b[i] = -1.0; }
    for (n = 0; n <= N; n += (n < 3 ? 1 : 9)) {
        smooth(n);
        printf("n=%zu\n", n);
        for (i = 0; i < N; i++) printf("%a\n", b[i]);
    }
    return 0;
}
