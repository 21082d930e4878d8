/* iterators and scalars of ptrdiff_t, ssize_t, wchar_t, time_t, int_fast8_t */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>
static double A[30], B[30], C[30];
int main(void)
{
    ptrdiff_t p;
    ssize_t s;
    wchar_t w;
    int_fast8_t f;
    time_t base = 1000;
#pragma bbmm
    for (p = 0; p < 30; p++)
        A[p] = p * 0.5 + (double)base;
#pragma bbmm
    for (s = 29; s >= 0; s -= 3)
        B[s] = s - 1;
#pragma bbmm
    for (w = L'a'; w < L'a' + 10; w++)
        C[w - L'a'] = w;
#pragma bbmm
    for (f = 0; f < 10; f++)
        C[f + 10] = f * 2;
    printf("%td %zd %d %d\n", p, s, (int)w, (int)f);
    for (p = 0; p < 30; p++) printf("%a %a %a\n", A[p], B[p], C[p]);
    return 0;
}
