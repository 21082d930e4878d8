/* enumeration constants read as values in a region: K * B[i], a negative one, INT_MIN,
 * one of type unsigned int (3000000000u) and one of type unsigned long (0x100000000),
 * tests on data (flag[i] == FLUID), sizeof(K), constants in a function the region
 * calls, a constant in a bound and a value at once (K - U[i], U unsigned), a
 * block-scope enumerator, constants defined with sizeof and casts, and one whose
 * value bbmm-pp does not compute (NW, from the size of an object: a parameter).
 * Before: the kernel named the constant without its definition and did not build
 * ("use of undeclared identifier 'K'"); the function was refused ("function 'scaled'
 * uses 'SCALE', which is not one of its parameters or local scalars"); a constant in a
 * bound was a parameter of type long, so K - U[i] was computed in long (-1 where C
 * gives 4294967295). */
#include <stdio.h>
enum { K = 3, NEG = -2 };
enum { BIG = 3000000000u };
enum { WIDE = 0x100000000 };
enum { LOW = -2147483647 - 1 };
enum cellkind { FLUID, WALL = 4, OUTFLOW, SPARE = (int)sizeof(double) * 2 + 'a' - '\141' };
enum { SCALE = 5, HALF = (unsigned char)258 >> 1 };
static double A[16], B[16], C[16], E[16], F[16];
static int flag[16];
static unsigned U[16];
static long L[16];
enum { NW = sizeof(A) / sizeof(A[0]) - 4, NW1 };
static double scaled(double x)
{
    return x * SCALE + (NEG < 0 ? OUTFLOW : 0) - HALF;
}
int main(void)
{
    int i;
    for (i = 0; i < 16; i++) {
        flag[i] = i % 3 == 0 ? FLUID : i % 3 == 1 ? WALL : OUTFLOW;
        B[i] = i * 0.5;
        U[i] = (unsigned)i;
        C[i] = 0.25;
    }
    {
        enum { Z = 9 };
#pragma bbmm
        {
            for (i = 0; i < 16; i++) {
                A[i] = i + K * B[i] + NEG;
                if (flag[i] == FLUID)
                    C[i] = scaled(B[i]);
                else if (flag[i] != WALL)
                    C[i] = -1.0 * SPARE;
                E[i] = (double)(BIG + U[i]) + Z + (double)sizeof(K) + (double)(i * NW1);
                L[i] = WIDE + i + LOW;
            }
            for (i = 0; i < 16 - K; i++)
                F[i + K] = (double)(K - U[i + K]);
            for (i = 0; i < NW; i++)
                F[i] += NW;
        }
    }
    for (i = 0; i < 16; i++) printf("%a %a %a %a %ld\n", A[i], C[i], E[i], F[i], L[i]);
    return 0;
}
