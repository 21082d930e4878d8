/* bbmm-pp "internal error in the polyhedral analysis: unknown isl error": an unsigned long comparison of an iterator with (unsigned long)(i + w), w a long parameter (also as 'j <= i && (size_t)j < (size_t)(i + w)' in a loop condition) */
#include <stdio.h>
static double t[12];
static void f(int n, long w)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        if ((unsigned long)i < (unsigned long)(i + w))
            t[i] += 1.0;
}
int main(void)
{
    int i;
    f(12, -3);
    f(12, 2);
    for (i = 0; i < 12; i++) printf("%a\n", t[i]);
    return 0;
}
