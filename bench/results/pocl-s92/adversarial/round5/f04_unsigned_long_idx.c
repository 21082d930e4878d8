/* unsigned and long indices mixed: long i over an unsigned n, subscripts n - 1u - i and i / 2 */
#include <stdio.h>
#define N 50
static double a[N], b[N];
static void mirror(unsigned n)
{
    long i;
#pragma bbmm
    for (i = 0; i < (long)n; i++)
        b[i] = a[n - 1u - i] + 0.5 * a[i / 2];
}
int main(void)
{
    unsigned n;
    int i;
    for (i = 0; i < N; i++) { a[i] = i * 1.5 - 7.0; b[i] = 0.0; }
    for (n = 0; n <= N; n += 7) {
        mirror(n);
        printf("n=%u\n", n);
        for (i = 0; i < N; i++) printf("%a\n", b[i]);
    }
    return 0;
}
