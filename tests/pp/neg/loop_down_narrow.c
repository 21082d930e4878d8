// expect: 7:17: error: loop iterator 'j' counts down in its condition, and its type 'unsigned short' is narrower than int: declare it int, unsigned or wider
void f(unsigned n, double *B)
{
    unsigned short j;
#pragma bbmm array(B[n])
    {
    for (j = n; j-- > 0;)
        B[j] = B[j] + 1.0;
    
    }
}
