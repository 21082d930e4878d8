/* loop step given by an enum constant (i += BS, enum { BS = 4 }): refused "the loop step of 'i' must be a nonzero integer constant"; #define BS 4 is accepted */
#include <stdio.h>
enum { BS = 4 };
static double A[20];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i += BS)
        A[i] = i;
}
int main(void) { int i; f(20); for (i = 0; i < 20; i++) printf("%a\n", A[i]); return 0; }
