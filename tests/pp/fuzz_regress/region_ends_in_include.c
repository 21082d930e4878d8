// cpp: the region's statement ends in an included file (offset -1)
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
#include "region_ends_in_include.h"
}
