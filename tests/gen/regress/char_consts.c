/* character constants in bounds, subscripts and values: plain, escapes (octal, hex, named), a
 * negative plain char ('\xff' is -1 where char is signed), and the prefixed L'x', u'x', U'x' (before:
 * L'a' was modelled as 39, the quote after the prefix, and u'c' copied into the kernels, which
 * OpenCL C does not take; an escape in a bound was refused) */
#include <stdio.h>
#include <uchar.h>
#include <wchar.h>
#define N 40
static double A[N], B[N];
static unsigned int U[N];
int main(void)
{
    int i, n;
    for (n = 0; n < 3; n++) {
        for (i = 0; i < N; i++) { A[i] = -1.0; B[i] = 0.5 * i; U[i] = 0; }
#pragma bbmm
        {
            for (i = 0; i < L'a' - 90 + n; i++)
                A[i] = B[i] + u'c' + '\n' * i;
            for (i = '\0'; i < '\x0f' + n; i++)
                A[i + '\03'] = A[i + '\03'] + '\xff' + '\377' * 2.0 + 'z';
            for (i = 0; i < '\t'; i++)
                U[i + (U'b' - U'a')] = i - U'\x01';
        }
        for (i = 0; i < N; i++)
            printf("%a %u\n", A[i], U[i]);
    }
    return 0;
}
