/* octal constants in bounds, subscripts and values (010 is 8) */
#include <stdio.h>
static double A[20], B[20];
int main(void)
{
    int i;
    for (i = 0; i < 20; i++) { A[i] = -1.0; B[i] = -1.0; }
#pragma bbmm
    for (i = 0; i < 010; i++)
        A[i + 01] = i * 010;
#pragma bbmm
    for (i = 017; i > 07; i--)
        B[i - 02] = i + 0.5;
    for (i = 0; i < 20; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
