/* casts to the typedef names of <stdint.h> and <stddef.h> and to the user's typedefs of arithmetic types, typedef'd scalars, arrays and iterators: truncating and wrapping conversions as C does them */
// expect-output: kernel void bbmm_r1_n0
// expect-output: uchar b = \(\(uchar\)
// expect-output: \(\(short\)BBMM_BREF1\(D
// expect-output: for \(uchar j = 0
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#define N 20
typedef double real;
typedef real real2;
typedef float sreal;
typedef unsigned short word;
static int I[N];
static long long Q[N];
static double D[N];
static uint8_t U8[N];
static int8_t S8[N];
static uint16_t U16[N];
static int16_t S16[N];
static uint32_t U32[N];
static int32_t S32[N];
static uint64_t U64[N];
static int64_t S64[N];
static size_t SZ[N];
static ptrdiff_t PD[N];
static intptr_t IP[N];
static uintptr_t UP[N];
static real R[N];
static sreal F[N];
static word W[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        I[i] = (i - 10) * 26777 + i * i * 91;
        Q[i] = (i - 9) * 123456789012345LL;
        D[i] = (i - 10) * 37.75 + 0.125 * i;
    }
#pragma bbmm
    for (i = 0; i < N; i++) {
        uint8_t b = (uint8_t)I[i];
        int16_t h = (int16_t)(I[i] * 3);
        real2 t = (real2)I[i] / 7;
        U8[i] = b + (uint8_t)(i * 40);
        S8[i] = (int8_t)I[i] + (int8_t)(i * 17);
        U16[i] = (uint16_t)I[i] * (uint16_t)3;
        S16[i] = h + (int16_t)D[i];
        U32[i] = (uint32_t)I[i] * 3000000000u + (uint32_t)Q[i];
        S32[i] = (int32_t)Q[i] + (int32_t)D[i];
        U64[i] = (uint64_t)I[i] * 0x9e3779b97f4a7c15ULL + (uint64_t)(uint8_t)(D[i > 10 ? i : 19] * 0.5);
        S64[i] = (int64_t)Q[i] / 3 + (int64_t)D[i] * (int64_t)I[i];
        SZ[i] = (size_t)I[i] + (size_t)i * sizeof(real);
        PD[i] = (ptrdiff_t)I[i] - (ptrdiff_t)SZ[i];
        IP[i] = (intptr_t)Q[i] >> 3;
        UP[i] = (uintptr_t)Q[i] >> 3;
        R[i] = t + (real)(sreal)D[i] + (real2)(int8_t)I[i];
        F[i] = (sreal)t * (sreal)0.1;
        W[i] = (word)(I[i] - 70000) + (word)U8[i];
    }
#pragma bbmm
    for (size_t k = 2; k < N; k += 3)
        for (uint8_t j = 0; j < 4; j++)
            S64[k] += (int64_t)(k * j) - (int64_t)(uint16_t)(j - 5);
    for (i = 0; i < N; i++)
        printf("%d %d %d %d %u %d %llu %lld %zu %td %ld %lu %a %a %d\n", U8[i], S8[i], U16[i], S16[i], U32[i], S32[i],
               (unsigned long long)U64[i], (long long)S64[i], SZ[i], PD[i], (long)IP[i], (unsigned long)UP[i], R[i],
               (double)F[i], W[i]);
    return 0;
}
