/* a loop condition j <= i && (size_t)j < (size_t)(i + w) with a long parameter w: the assumption that i + w fits in int64_t has a bound near 2^63, written with parameters within +-2^62 */
#include <stdio.h>
#include <stddef.h>
static double A[8][8], s[8];
static void f(int n, long w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j <= i && (size_t)j < (size_t)(i + w); j++)
            s[i] += A[i][j];
}
int main(void)
{
    int i, j;
    for (i = 0; i < 8; i++) for (j = 0; j < 8; j++) A[i][j] = i * 8 + j;
    f(8, 2);
    for (i = 0; i < 8; i++) printf("%a\n", s[i]);
    return 0;
}
